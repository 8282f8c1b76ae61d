/**
 * The texts written twice (decision 0040): the French Terms, Data Policy, FAQ and artist
 * landing page keep the English one's sections, in the same order, with the same links and the
 * same policy figures, and every figure they name exists in French.
 */
import { describe, expect, it } from 'vitest';
import { fillPolicy } from '#shared/domain/policy.ts';
import { defaultPolicy } from '#tests/support/policy.ts';
import { landingEn } from './artist-landing.ts';
import { landingFr } from './artist-landing.fr-CA.ts';

const texts = import.meta.glob<string>('./*.md', { query: '?raw', import: 'default', eager: true });
const read = (name: string) => texts[`./${name}`] ?? '';
/** A markdown text's outline: each heading's level, in order. */
const outline = (text: string) => text.match(/^#+(?= )/gm) ?? [];
const links = (text: string) => [...text.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]);
const figures = (text: string) => [...new Set(text.match(/\{\{\w+\}\}/g) ?? [])].sort();

describe.each(['terms', 'policy', 'faq-artist', 'faq-customer'])('%s in French', (name) => {
  const english = read(`${name}.md`);
  const french = read(`${name}.fr-CA.md`);

  it('has the same headings, links and figures as the English', () => {
    expect(outline(french)).toEqual(outline(english));
    expect(outline(french).length).toBeGreaterThan(1);
    expect(links(french)).toEqual(links(english));
    expect(figures(french)).toEqual(figures(english));
  });

  it('is filled with French figures', () => {
    const filled = fillPolicy(french, defaultPolicy, 'fr-CA');
    expect(filled).not.toMatch(/\{\{/);
  });
});

describe('the artist landing page in French', () => {
  it('has the same sections, steps, questions and pictures as the English', () => {
    const shape = (copy: typeof landingEn) => ({
      page: Object.keys(copy.page),
      paragraphs: copy.whatIsBlush.paragraphs.length,
      features: copy.features.map((f) => f.icon),
      explainers: copy.explainers.map((e) => [e.video, e.poster, e.steps.length]),
      questions: copy.artistFaq.length,
    });
    expect(shape(landingFr)).toEqual(shape(landingEn));
  });

  it('names the same policy figures in each part, all of them in French', () => {
    const parts = (copy: typeof landingEn) => [
      ...copy.whatIsBlush.paragraphs,
      ...copy.features.map((f) => f.text),
      ...copy.explainers.flatMap((e) => [e.text, ...e.steps]),
      ...copy.artistFaq.map((q) => q.answer),
    ];
    expect(parts(landingFr).map(figures)).toEqual(parts(landingEn).map(figures));
    for (const part of parts(landingFr)) fillPolicy(part, defaultPolicy, 'fr-CA');
  });
});
