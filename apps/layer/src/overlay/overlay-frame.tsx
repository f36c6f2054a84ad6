import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { LayerBehaviour } from '../layout/layout-decisions';
import { trapTab } from './focus-trap';

interface Props {
  behaviour: LayerBehaviour;
  label: string;
  /** The shop's search box: the windowed panel opens under it. */
  opener: HTMLElement | null;
  /** `restoreFocus` is false when the shopper pressed elsewhere on the page. */
  onClose: (restoreFocus: boolean) => void;
  children: ComponentChildren;
}

/** The windowed panel's width; it never overflows the viewport. */
const WINDOW_WIDTH = 720;

function windowedStyle(anchor: DOMRect | undefined): Record<string, string> | undefined {
  if (!anchor) return undefined;
  const width = Math.min(WINDOW_WIDTH, window.innerWidth - 16);
  const left = Math.max(8, Math.min(anchor.left, window.innerWidth - width - 8));
  return {
    top: `${Math.round(anchor.bottom + 6)}px`,
    left: `${Math.round(left)}px`,
    width: `${width}px`,
  };
}

/**
 * The overlay's frame per layout (docs/product/layout-design.md#desktop-tab): full screen and the
 * mobile full screen are modal (focus trapped, page scroll locked), half screen is a drawer over a
 * backdrop, windowed is a panel under the shop's search box. Any of them closes with Escape.
 */
export function OverlayFrame({ behaviour, label, opener, onClose, children }: Props) {
  const dialog = useRef<HTMLDivElement>(null);
  const { frame, modal } = behaviour;
  const [anchor, setAnchor] = useState<DOMRect | undefined>(() => opener?.getBoundingClientRect());

  useEffect(() => {
    if (frame !== 'windowed' || !opener) return;
    const follow = () => setAnchor(opener.getBoundingClientRect());
    window.addEventListener('resize', follow, { passive: true });
    window.addEventListener('scroll', follow, { passive: true, capture: true });
    return () => {
      window.removeEventListener('resize', follow);
      window.removeEventListener('scroll', follow, { capture: true });
    };
  }, [frame, opener]);

  useEffect(() => {
    if (!modal) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, [modal]);

  useEffect(() => {
    if (frame !== 'windowed') return;
    // A press anywhere outside the panel, the layer's host and the shop's box closes it.
    const host = dialog.current?.getRootNode();
    const outside = (event: PointerEvent) => {
      const path = event.composedPath();
      if (
        host instanceof ShadowRoot &&
        !path.includes(host.host) &&
        !(opener && path.includes(opener))
      ) {
        onClose(false);
      }
    };
    document.addEventListener('pointerdown', outside, true);
    return () => document.removeEventListener('pointerdown', outside, true);
  }, [frame, opener, onClose]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
    } else if (modal && dialog.current) {
      trapTab(event, dialog.current, dialog.current.getRootNode() as ShadowRoot);
    }
  };

  return (
    <div class={`tv-layer tv-${frame}`}>
      {frame !== 'windowed' && <div class="tv-backdrop" onClick={() => onClose(true)} />}
      <div
        ref={dialog}
        class="tv-dialog"
        role="dialog"
        aria-modal={modal}
        aria-label={label}
        style={frame === 'windowed' ? windowedStyle(anchor) : undefined}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </div>
  );
}
