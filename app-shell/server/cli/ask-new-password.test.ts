import { expect, test } from '@jest/globals';
import { askNewPassword, type Ask } from './ask-new-password';

/** Answers in order, recording each question; undefined once they run out (the input ended). */
const scripted = (answers: (string | undefined)[]) => {
  const questions: string[] = [];
  const said: string[] = [];
  const ask: Ask = async (question) => {
    questions.push(question);
    return answers.shift();
  };
  return { ask, say: (sentence: string) => said.push(sentence), questions, said };
};

test('the same password typed twice is the password', async () => {
  const t = scripted(['correct horse battery', 'correct horse battery']);
  expect(await askNewPassword(t.ask, t.say)).toBe('correct horse battery');
  expect(t.questions).toEqual(['Password (at least 12 characters): ', 'The same password again: ']);
  expect(t.said).toEqual([]);
});

test('two that differ are named, and both are asked for again', async () => {
  const t = scripted(['correct horse battery', 'correct horse batterx', 'staple of the desk', 'staple of the desk']);
  expect(await askNewPassword(t.ask, t.say)).toBe('staple of the desk');
  expect(t.said).toEqual(['The two passwords differ.']);
  expect(t.questions).toHaveLength(4);
});

test('a short one is named at once, before the second question', async () => {
  const t = scripted(['short', 'long enough password', 'long enough password']);
  expect(await askNewPassword(t.ask, t.say)).toBe('long enough password');
  expect(t.said).toEqual(['That password has 5 characters; it needs at least 12.']);
  expect(t.questions).toEqual(['Password (at least 12 characters): ', 'Password (at least 12 characters): ', 'The same password again: ']);
});

test('after three failed tries, or when the input ends, there is no password', async () => {
  const threeTimes = scripted(['aaaaaaaaaaaa', 'bbbbbbbbbbbb', 'short', 'cccccccccccc', 'dddddddddddd', 'never asked', 'never asked']);
  expect(await askNewPassword(threeTimes.ask, threeTimes.say)).toBeUndefined();
  expect(threeTimes.said).toHaveLength(3);
  const ended = scripted(['long enough password']);
  expect(await askNewPassword(ended.ask, ended.say)).toBeUndefined();
});
