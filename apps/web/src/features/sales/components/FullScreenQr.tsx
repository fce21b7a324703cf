import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, SyntheticEvent } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { ReferralQrCode } from '../../../components/ReferralQrCode.tsx';
import { salesUiText } from '@guidepass/texts/en/web/sales-ui-text';

interface FullScreenQrProps {
  url: string;
  fullName: string;
  referralCode: string;
}

/**
 * "Show QR code full screen": the referral QR as large as the screen allows, dark on white, for a customer's phone to
 * scan across a table (product.md §14). A modal <dialog> (the page behind is inert, Escape closes it, its Close button
 * has the focus); closing gives the focus back to the button that opened it.
 */
export function FullScreenQr({ url, fullName, referralCode }: FullScreenQrProps) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={opener} variant="secondary" className="referral__full-screen" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {salesUiText.showQrFullScreen}
      </Button>
      {open ? (
        <QrDialog
          url={url}
          fullName={fullName}
          referralCode={referralCode}
          onClose={() => {
            setOpen(false);
            opener.current?.focus({ preventScroll: true });
          }}
        />
      ) : null}
    </>
  );
}

function QrDialog({ url, fullName, referralCode, onClose }: FullScreenQrProps & { onClose(): void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // Modal where the browser has it (top layer, the rest inert); an open dialog where it does not (jsdom).
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
    closeButton.current?.focus({ preventScroll: true });
    return () => {
      if (typeof element.close === 'function' && element.open) element.close();
    };
  }, []);
  // Closed first, so that the page behind is no longer inert when the focus goes back to it.
  const close = () => {
    const element = dialog.current;
    if (element && typeof element.close === 'function' && element.open) element.close();
    onClose();
  };
  // Escape: the browser's cancel event, or the key itself where there is no modal dialog.
  const cancel = (event: SyntheticEvent) => {
    event.preventDefault();
    close();
  };
  const escape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') cancel(event);
  };
  return (
    <dialog ref={dialog} className="qr-dialog" aria-labelledby={titleId} aria-modal="true" onCancel={cancel} onKeyDown={escape}>
      <h2 id={titleId} className="qr-dialog__title">
        {salesUiText.qrFullScreenTitle(fullName)}
      </h2>
      <ReferralQrCode url={url} label={salesUiText.referralQr(url)} className="qr-dialog__qr" />
      <p className="qr-dialog__code">{referralCode}</p>
      <Button ref={closeButton} className="qr-dialog__close" onClick={close}>
        {salesUiText.closeQrFullScreen}
      </Button>
    </dialog>
  );
}
