import { Fragment, type ReactNode } from 'react';

export { fillText } from '../../shared/texts/fill-text.ts';

/**
 * A message with `{name}` placeholders (texts-and-settings/messages.json) filled with text or elements, e.g. a phone number
 * as a link. A placeholder without a value stays as written, so a missing one shows rather than vanishes.
 */
export function fillTemplate(template: string, values: Record<string, ReactNode>): ReactNode {
  const parts = template.split(/(\{\w+\})/);
  return parts.map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return <Fragment key={index}>{name !== undefined && name in values ? values[name] : part}</Fragment>;
  });
}
