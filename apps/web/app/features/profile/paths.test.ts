import { describe, expect, it } from 'vitest';
import { authoredListPath, contentPath, editPath, profilePageOf, profileTabOf, withTabPage } from './paths';

const id = '0b7c2d7e-8a51-4c36-9d1e-3f1f2e6b9a10';

describe('profile paths', () => {
  it('reads the tab and page of the URL with safe defaults', () => {
    expect(profileTabOf('answers')).toBe('answers');
    expect(profileTabOf('topics')).toBe('topics');
    expect(profileTabOf(null)).toBe('questions');
    expect(profileTabOf('fans')).toBe('questions');
    expect(profilePageOf('3')).toBe(3);
    for (const bad of [null, '0', '-2', '1.5', 'x']) expect(profilePageOf(bad)).toBe(1);
  });

  it('asks questions.list by author and kind, or answers.listByAuthor', () => {
    expect(authoredListPath(id, 'questions', 2)).toBe(
      `/api/community/questions?kind=question&author=${id}&sort=latest&page=2&pageSize=10`,
    );
    expect(authoredListPath(id, 'topics', 1)).toBe(
      `/api/community/questions?kind=topic&author=${id}&sort=latest&page=1&pageSize=10`,
    );
    expect(authoredListPath(id, 'answers', 1)).toBe(
      `/api/community/answers?authorId=${id}&page=1&pageSize=10`,
    );
  });

  it('keeps other parameters, leaves defaults out and starts a new tab at page 1', () => {
    const sp = new URLSearchParams('tab=answers&page=4&x=1');
    expect(withTabPage(sp, 'answers', 5).toString()).toBe('tab=answers&page=5&x=1');
    expect(withTabPage(sp, 'topics').toString()).toBe('tab=topics&x=1');
    expect(withTabPage(sp, 'questions').toString()).toBe('x=1');
  });

  it('links each item to its detail and its owner to the right editor', () => {
    expect(contentPath({ id: 'a', zone: 'general' })).toBe('/community/qa/detail?id=a');
    expect(contentPath({ id: 'a', zone: 'riscv' })).toBe('/community/rv_qa/detail?id=a');
    expect(editPath({ id: 'a', kind: 'question' })).toBe('/community/qa/add?id=a');
    expect(editPath({ id: 'a', kind: 'topic' })).toBe('/community/topic_exchange?edit=a');
  });
});
