import { expect, test } from '@jest/globals';
import type { GazetteerEntryList, GazetteerEntryRequest, GazetteerEntryView } from '@newsdesk/core/gazetteer/gazetteer.wire';
import type * as glossary from '@newsdesk/core/glossary/glossary.wire';
import type * as users from '@newsdesk/core/identity/user-admin.wire';
import type * as info from '@newsdesk/core/info-messages/info-message.wire';
import type * as notes from '@newsdesk/core/release-notes/release-note.wire';
import type * as sites from '@newsdesk/core/site-monitor/site-monitor.wire';
import type * as sources from '@newsdesk/core/sources/source.wire';
import type * as topics from '@newsdesk/core/topics/topic.wire';
import type { addGazetteerEntryBody, gazetteerEntryView, gazetteerResponse } from './gazetteer/gazetteer.routes';
import type * as glossarySchema from './glossary/glossary.schema';
import type * as identitySchema from './identity/identity.schema';
import type * as userAdminSchema from './identity/user-admin.schema';
import type * as infoSchema from './info-messages/info-messages.schema';
import type * as notesSchema from './release-notes/release-notes.schema';
import type * as siteSchema from './site-monitor/site-monitor.schema';
import type * as sourceSchema from './sources/sources.schema';
import { type AcceptsRequest, type DescribesResponse, holds } from './wire-contract';

/*
 * ADR 0031: each route schema and core's wire type are one contract. Checked by tsc (`npm test`
 * runs it): a `holds<…>(true)` compiles only while its fact is true. The collections' own test
 * (collections/collections.wire.test.ts) also shows the drifts this catches.
 */

test("the glossary routes take core's requests and give core's answers", () => {
  expect(holds<AcceptsRequest<typeof glossarySchema.glossaryListQuery, glossary.GlossaryListQuery>>(true)).toBe(true);
  expect(holds<AcceptsRequest<typeof glossarySchema.glossaryLetterBody, glossary.GlossaryLetterRequest>>(true)).toBe(true);
  expect(holds<AcceptsRequest<typeof glossarySchema.glossaryItemBody, glossary.GlossaryItemRequest>>(true)).toBe(true);
  expect(holds<AcceptsRequest<typeof glossarySchema.glossaryCommentBody, glossary.GlossaryCommentRequest>>(true)).toBe(true);
  expect(holds<DescribesResponse<typeof glossarySchema.glossaryItemViewSchema, glossary.GlossaryItemView>>(true)).toBe(true);
  expect(holds<DescribesResponse<typeof glossarySchema.glossaryListSchema, glossary.GlossaryListView>>(true)).toBe(true);
});

test("the site-monitor routes take core's requests and give core's answers", () => {
  expect(holds<AcceptsRequest<typeof siteSchema.addSiteBody, sites.AddSiteRequest>>(true)).toBe(true);
  expect(holds<AcceptsRequest<typeof siteSchema.siteIdBody, sites.SiteIdRequest>>(true)).toBe(true);
  expect(holds<AcceptsRequest<typeof siteSchema.siteUpdateBody, sites.SiteUpdateRequest>>(true)).toBe(true);
  expect(holds<AcceptsRequest<typeof siteSchema.siteAlertBody, sites.SiteAlertRequest>>(true)).toBe(true);
  expect(holds<DescribesResponse<typeof siteSchema.siteViewSchema, sites.SiteView>>(true)).toBe(true);
  expect(holds<DescribesResponse<typeof siteSchema.addedSiteSchema, sites.AddedSite>>(true)).toBe(true);
  expect(holds<DescribesResponse<typeof siteSchema.siteListSchema, sites.SiteList>>(true)).toBe(true);
  expect(holds<DescribesResponse<typeof siteSchema.siteCheckResultSchema, sites.SiteCheckResult>>(true)).toBe(true);
});

test("the release-note and info-message routes take core's requests and give core's answers", () => {
  expect(holds<AcceptsRequest<typeof notesSchema.listBody, notes.ReleaseNoteListRequest>>(true)).toBe(true);
  expect(holds<AcceptsRequest<typeof notesSchema.createBody, notes.ReleaseNoteCreateRequest>>(true)).toBe(true);
  expect(holds<AcceptsRequest<typeof notesSchema.contentParams, notes.ReleaseNoteContentParams>>(true)).toBe(true);
  expect(holds<AcceptsRequest<typeof notesSchema.contentBody, notes.ReleaseNoteContentRequest>>(true)).toBe(true);
  expect(holds<DescribesResponse<typeof notesSchema.releaseNoteViewSchema, notes.ReleaseNoteView>>(true)).toBe(true);
  expect(holds<DescribesResponse<typeof notesSchema.releaseNotePageSchema, notes.ReleaseNotePage>>(true)).toBe(true);
  expect(holds<AcceptsRequest<typeof infoSchema.infoMessageBody, info.InfoMessageRequest>>(true)).toBe(true);
  expect(holds<DescribesResponse<typeof infoSchema.infoMessageViewSchema, info.InfoMessageView>>(true)).toBe(true);
  expect(holds<DescribesResponse<typeof infoSchema.infoMessageListSchema, info.InfoMessageList>>(true)).toBe(true);
});

test("the user and gazetteer administration take core's requests and give core's answers", () => {
  expect(holds<AcceptsRequest<typeof userAdminSchema.createUserBody, users.NewUserRequest>>(true)).toBe(true);
  expect(holds<AcceptsRequest<typeof userAdminSchema.rolesBody, users.UserRolesRequest>>(true)).toBe(true);
  expect(holds<AcceptsRequest<typeof userAdminSchema.activeBody, users.UserActiveRequest>>(true)).toBe(true);
  expect(holds<AcceptsRequest<typeof identitySchema.languageBody, users.LanguageRequest>>(true)).toBe(true);
  expect(holds<AcceptsRequest<typeof identitySchema.colorSchemeBody, users.ColorSchemeRequest>>(true)).toBe(true);
  expect(holds<DescribesResponse<typeof userAdminSchema.userAccountSchema, users.UserAccountView>>(true)).toBe(true);
  expect(holds<DescribesResponse<typeof userAdminSchema.userAccountsResponse, users.UserAccountList>>(true)).toBe(true);
  expect(holds<DescribesResponse<typeof identitySchema.usersResponse, users.UserList>>(true)).toBe(true);
  expect(holds<AcceptsRequest<typeof addGazetteerEntryBody, GazetteerEntryRequest>>(true)).toBe(true);
  expect(holds<DescribesResponse<typeof gazetteerEntryView, GazetteerEntryView>>(true)).toBe(true);
  expect(holds<DescribesResponse<typeof gazetteerResponse, GazetteerEntryList>>(true)).toBe(true);
});

test("the source and topic administration take core's requests and give core's answers", () => {
  expect(holds<AcceptsRequest<typeof sourceSchema.createFeedSourceBody, sources.FeedSourceRequest>>(true)).toBe(true);
  expect(holds<AcceptsRequest<typeof sourceSchema.updateFeedSourceBody, sources.FeedSourceUpdateRequest>>(true)).toBe(true);
  expect(holds<AcceptsRequest<typeof sourceSchema.saveOfficialSourceBody, sources.OfficialSourceRequest>>(true)).toBe(true);
  expect(holds<AcceptsRequest<typeof sourceSchema.saveTopicBody, topics.TopicRequest>>(true)).toBe(true);
  expect(holds<AcceptsRequest<typeof sourceSchema.topicLabelsBody, topics.TopicLabelsRequest>>(true)).toBe(true);
  expect(holds<DescribesResponse<typeof sourceSchema.feedSourcesResponse, sources.FeedSourceList>>(true)).toBe(true);
  expect(holds<DescribesResponse<typeof sourceSchema.officialSourcesResponse, sources.OfficialSourceList>>(true)).toBe(true);
  expect(holds<DescribesResponse<typeof sourceSchema.siteListFilesResponse, sources.SiteListFileList>>(true)).toBe(true);
  expect(holds<DescribesResponse<typeof sourceSchema.uploadSiteListResponse, sources.SiteListUpload>>(true)).toBe(true);
  expect(holds<DescribesResponse<typeof sourceSchema.topicsResponse, topics.TopicList>>(true)).toBe(true);
});
