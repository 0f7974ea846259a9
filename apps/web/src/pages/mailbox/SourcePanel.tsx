/**
 * A cited source opened beside the answer (issue 14 "Reading mail"): an email with the cited
 * passage highlighted, or the contact's or post update's own card. A side sheet on the right,
 * full width under 768 px.
 */
import type { Source } from '@rapport/sdk';
import { Drawer, Portal, XIcon } from '@rapport/ui-kit';
import { css } from '../../../styled-system/css';
import { EmailView } from './EmailView';
import { ContactCard, PostUpdateCard } from './SourceCards';

export interface SourcePanelProps {
  source: Source | null;
  onClose(): void;
}

const TITLES: Record<Source['kind'], string> = {
  email: 'Email',
  contact: 'Contact',
  post_update: 'Post update',
};

export function SourcePanel({ source, onClose }: SourcePanelProps) {
  if (!source) return null;
  return (
    <Drawer.Root open placement="end" onOpenChange={(details) => (details.open ? undefined : onClose())}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content
            className={css({ w: { base: '100vw', md: '36rem' }, maxW: { base: '100vw', md: '50vw' } })}
            data-testid="source-panel"
          >
            <Drawer.Title>{TITLES[source.kind]}</Drawer.Title>
            <Drawer.CloseTrigger aria-label="Close">
              <XIcon size={16} />
            </Drawer.CloseTrigger>
            <div className={css({ p: '4', display: 'flex', flexDirection: 'column', gap: '4' })}>
              {source.kind === 'email' ? (
                <EmailView id={source.id} quote={source.quote} />
              ) : source.kind === 'contact' ? (
                <ContactCard id={source.id} />
              ) : (
                <PostUpdateCard id={source.id} quote={source.quote} />
              )}
            </div>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
