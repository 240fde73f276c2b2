import type { ReactNode } from 'react';
import { type InlineNode, parseLimitedMarkdown } from './limited-markdown';

function renderInline(nodes: readonly InlineNode[], keyPrefix: string): ReactNode[] {
  return nodes.map((node, index) => {
    const key = `${keyPrefix}.${index}`;
    switch (node.type) {
      case 'text':
        return node.value;
      case 'strong':
        return <strong key={key}>{renderInline(node.children, key)}</strong>;
      case 'emphasis':
        return <em key={key}>{renderInline(node.children, key)}</em>;
      case 'link': {
        const external = !node.href.startsWith('#');
        return (
          <a
            key={key}
            href={node.href}
            target={external ? '_blank' : undefined}
            rel={external ? 'noopener noreferrer' : undefined}
          >
            {renderInline(node.children, key)}
          </a>
        );
      }
      default:
        return null;
    }
  });
}

/**
 * Renders the announcement's limited markdown (paragraphs, emphasis, strong, links) as React
 * elements. Text is never parsed as HTML.
 */
export function LimitedMarkdown({ source }: { source: string }) {
  return (
    <>
      {parseLimitedMarkdown(source).map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity beyond their order
        <p key={index}>{renderInline(paragraph.children, String(index))}</p>
      ))}
    </>
  );
}
