import type { DeleteTopic } from '@newsdesk/core/topics/delete-topic';
import type { ListTopics } from '@newsdesk/core/topics/list-topics';
import type { SaveTopic } from '@newsdesk/core/topics/save-topic';
import type { SetTopicLabels } from '@newsdesk/core/topics/set-topic-labels';
import { defineRoute, type RouteDefinition } from '../route-definition';
import { saveTopicBody, topicIdParam, topicLabelsBody, topicsResponse, topicView } from './sources.schema';

export interface TopicRouteDeps {
  listTopics: ListTopics;
  saveTopic: SaveTopic;
  deleteTopic: DeleteTopic;
  setTopicLabels: SetTopicLabels;
}

export const topicRoutes = (deps: TopicRouteDeps): RouteDefinition[] => [
  defineRoute({
    method: 'get',
    path: '/api/topics',
    access: 'user',
    tag: 'Topics',
    summary: 'Every topic (documents carry topic ids in metadata.concepts.categories)',
    response: topicsResponse,
    handler: async () => ({ topics: await deps.listTopics.execute() }),
  }),
  defineRoute({
    method: 'post',
    path: '/api/topics',
    access: 'admin',
    tag: 'Topics',
    summary: 'Create or update a topic; without parentId it is a root topic',
    body: saveTopicBody,
    response: topicView,
    errors: { 400: 'topic.invalid_id, topic.parent_not_found, topic.invalid_parent' },
    handler: async ({ body }) => deps.saveTopic.execute(body),
  }),
  defineRoute({
    method: 'put',
    path: '/api/topics/:id/labels',
    access: 'admin',
    tag: 'Topics',
    summary: "Set the topic's names in en, de and fr (ADR 0029); an empty or null name removes that language's",
    params: topicIdParam,
    body: topicLabelsBody,
    response: topicView,
    errors: { 400: 'request.invalid', 404: 'topic.not_found' },
    handler: async ({ params, body }) => deps.setTopicLabels.execute(params.id, body),
  }),
  defineRoute({
    method: 'delete',
    path: '/api/topics/:id',
    access: 'admin',
    tag: 'Topics',
    summary: 'Delete a topic without subtopics',
    params: topicIdParam,
    errors: { 404: 'topic.not_found', 409: 'topic.has_children' },
    handler: async ({ params }) => {
      await deps.deleteTopic.execute(params.id);
      return undefined;
    },
  }),
];
