import { Suspense, useState, type ReactNode } from 'react';
import { lazyWarmed } from '../lib/lazy-warmed.ts';
import { messages } from '../lib/messages.ts';
import { useIsServiceUser } from '../lib/service-user.ts';

export type ModalSize = 'small' | 'medium' | 'large';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title?: string;
  size?: ModalSize;
  children: ReactNode;
  actions?: ReactNode;
}

const ModalDialog = lazyWarmed(() => import('./ModalDialog.tsx').then((m) => m.ModalDialog));

/**
 * The app's dialog: focus stays inside while open and returns to the control that opened it. Escape and the close
 * button close it. Service users (the print view) never see one. Its code loads with the first open (or the
 * first interaction), and it stays mounted after, so closing still fades out and gives focus back.
 */
export function Modal({ title = messages.errorTitle, ...props }: ModalProps) {
  const isServiceUser = useIsServiceUser();
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (isServiceUser || !opened) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog title={title} {...props} />
    </Suspense>
  );
}
