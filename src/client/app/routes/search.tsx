import { Checkbox, CheckboxGroup, Label } from 'react-aria-components';
import { useSearchParams } from 'react-router';
import { portfolioTags } from '#shared/catalog.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Container, EmptyState, PageHeading } from '#client/components/ui/page.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';

/** Search: the filter state lives in the URL so a search can be shared and Back works. */
export default function SearchPage() {
  usePageTitle('Search artists');
  const [params, setParams] = useSearchParams();
  const categories = params.getAll('category');
  const setCategories = (values: string[]) => {
    const next = new URLSearchParams(params);
    next.delete('category');
    for (const v of values) next.append('category', v);
    setParams(next);
  };

  return (
    <Container>
      <PageHeading
        title="All artists"
        lead={
          params.get('q')
            ? `Results for “${params.get('q')}”`
            : 'Real work from verified artists in Toronto.'
        }
      />
      <div className="flex flex-col gap-8 md:flex-row">
        <aside aria-label="Filters" className="md:w-60 md:shrink-0">
          <CheckboxGroup
            value={categories}
            onChange={setCategories}
            className="flex flex-col gap-2"
          >
            <Label className="mb-1 text-sm font-semibold">Categories</Label>
            {portfolioTags.map((tag) => (
              <Checkbox
                key={tag}
                value={tag}
                className="group flex cursor-pointer items-center gap-3 rounded-lg py-1 text-sm"
              >
                <span
                  aria-hidden
                  className="flex size-5 items-center justify-center rounded-md border border-line bg-white group-data-[selected]:border-blush-700 group-data-[selected]:bg-blush-700 group-data-[focus-visible]:outline-2 group-data-[focus-visible]:outline-blush-700"
                >
                  <svg
                    viewBox="0 0 12 10"
                    className="hidden size-3 fill-none stroke-white stroke-2 group-data-[selected]:block"
                  >
                    <polyline points="1 5 4.5 8.5 11 1" />
                  </svg>
                </span>
                {tag}
              </Checkbox>
            ))}
          </CheckboxGroup>
        </aside>
        <section aria-label="Results" className="flex-1">
          <EmptyState message="Don’t give up! Try with another category">
            <Button variant="secondary" onPress={() => setParams(new URLSearchParams())}>
              Clear Search
            </Button>
          </EmptyState>
        </section>
      </div>
    </Container>
  );
}
