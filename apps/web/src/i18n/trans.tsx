import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';
import type { MessageKey } from './message-keys';
import { fillIn } from './translator';
import { useTranslation } from './use-translation';

const TAG = /<(\w+)>([\s\S]*?)<\/\1>/g;

/**
 * A message with markup, `Write to <email>{{email}}</email>`: each tag becomes its element from `components`,
 * with the tag's words inside. The tags are read from the message before its values go in, so a value is only
 * ever text.
 */
export function Trans({
  i18nKey,
  values,
  components,
}: {
  i18nKey: MessageKey;
  values?: Record<string, string | number>;
  components: Record<string, ReactElement>;
}) {
  const { t } = useTranslation();
  // The message as written, its placeholders kept for each part to fill in.
  const message = t(i18nKey);
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of message.matchAll(TAG)) {
    const [whole, tag = '', inner = ''] = match;
    if (match.index > from) parts.push(fillIn(message.slice(from, match.index), values));
    const element = components[tag];
    // A tag without its element shows its words alone.
    parts.push(
      element ? (
        cloneElement(element, { key: parts.length }, fillIn(inner, values))
      ) : (
        <Fragment key={parts.length}>{fillIn(inner, values)}</Fragment>
      ),
    );
    from = match.index + whole.length;
  }
  if (from < message.length) parts.push(fillIn(message.slice(from), values));
  return <>{parts}</>;
}
