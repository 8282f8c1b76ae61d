import ReactMarkdown from 'react-markdown';

/** Renders trusted repository markdown; raw HTML is never rendered (react-markdown's default). */
export function Markdown({ children }: { children: string }) {
  return (
    <div className="prose-blush">
      <ReactMarkdown skipHtml>{children}</ReactMarkdown>
    </div>
  );
}
