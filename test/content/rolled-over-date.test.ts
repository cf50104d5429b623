import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rolledOverDate } from '../../src/content/rolled-over-date.js';

/** js-yaml reads a timestamp as `Date.UTC` of its numbers (Docusaurus' front matter): an impossible one rolls over. */
test('rolledOverDate: the day js-yaml reads an impossible timestamp as; undefined for a real one or other text', () => {
  assert.equal(rolledOverDate('2017-02-29'), '2017-03-01');
  assert.equal(rolledOverDate('2017-02-29 11:00:00'), '2017-03-01 11:00:00');
  assert.equal(rolledOverDate('2017-2-29 9:00:00'), '2017-03-01 09:00:00');
  assert.equal(rolledOverDate('2023-13-45'), '2024-02-14');
  assert.equal(rolledOverDate('2023-04-31T10:00:00Z'), '2023-05-01 10:00:00Z');
  assert.equal(rolledOverDate('2024-02-29'), undefined);
  assert.equal(rolledOverDate('2015-11-3 9:18:00'), undefined);
  assert.equal(rolledOverDate('yesterday'), undefined);
  assert.equal(rolledOverDate(new Date()), undefined);
});
