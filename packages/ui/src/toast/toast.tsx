import { Portal } from '@ariakit/react/portal';
import { useMessage } from '@console/core/react';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { IconButton } from '../button/icon-button';
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from '../internal/icons';
import { usePortalElement } from '../theme/theme-root';
import * as styles from './toast.css';

/** How long a success or info toast stays, in milliseconds. */
export const TOAST_DURATION = 5000;
/** How long an error toast stays, in milliseconds: longer, so it can be read. */
export const TOAST_ERROR_DURATION = 8000;

/** The kind of a toast: its icon, colour and how it is announced (errors interrupt). */
export type ToastTone = 'success' | 'error' | 'info';

/** Options of one toast. */
export interface ToastOptions {
  /** A bold first line above the message. */
  title?: ReactNode;
  /**
   * Milliseconds before it closes by itself; `Infinity` keeps it until dismissed. Hovering or
   * focusing the toast pauses the countdown.
   * @default 5000 (8000 for errors)
   */
  duration?: number;
  /** An id to replace an earlier toast with the same id instead of stacking a new one. */
  id?: string;
}

/** What {@link useToast} returns. Each show function returns the toast's id. */
export interface ToastApi {
  /** Shows a success message, e.g. 'Credential created'. */
  success: (message: ReactNode, options?: ToastOptions) => string;
  /** Shows an error message, announced at once, e.g. 'Error saving credential'. */
  error: (message: ReactNode, options?: ToastOptions) => string;
  /** Shows a neutral message, e.g. 'Saving...'. */
  info: (message: ReactNode, options?: ToastOptions) => string;
  /** Closes the toast with this id, or every toast without one. */
  dismiss: (id?: string) => void;
}

interface ToastRecord {
  id: string;
  tone: ToastTone;
  message: ReactNode;
  title: ReactNode;
  duration: number;
  /** Bumped when a toast is replaced through the same id, to restart its countdown. */
  version: number;
}

const ToastContext = /* @__PURE__ */ createContext<ToastApi | null>(null);

/** Props of {@link ToastProvider}. */
export interface ToastProviderProps {
  /** The app (or widget) that shows toasts. */
  children: ReactNode;
  /**
   * Default duration of success and info toasts, in milliseconds.
   * @default 5000
   */
  duration?: number;
  /**
   * Default duration of error toasts, in milliseconds.
   * @default 8000
   */
  errorDuration?: number;
  /**
   * Most toasts shown at once; the oldest go first.
   * @default 5
   */
  max?: number;
}

let counter = 0;

/**
 * Holds the toasts of everything inside it and renders them in a corner, in a portal that keeps the
 * theme (place it inside the `ThemeRoot`). The stack is a labelled region ('Notifications'); success
 * and info toasts are polite `status` messages, errors are `alert`s.
 *
 * @example
 * ```tsx
 * <ThemeRoot><ToastProvider><App /></ToastProvider></ThemeRoot>
 * ```
 */
export function ToastProvider({
  children,
  duration = TOAST_DURATION,
  errorDuration = TOAST_ERROR_DURATION,
  max = 5,
}: ToastProviderProps) {
  const t = useMessage();
  const portalElement = usePortalElement();
  const [toasts, setToasts] = useState<ToastRecord[]>([]);

  const dismiss = useCallback((id?: string) => {
    setToasts((current) => (id === undefined ? [] : current.filter((toast) => toast.id !== id)));
  }, []);

  const show = useCallback(
    (tone: ToastTone, message: ReactNode, options: ToastOptions = {}) => {
      counter += 1;
      const id = options.id ?? `toast-${counter}`;
      setToasts((current) => {
        const previous = current.find((toast) => toast.id === id);
        const record: ToastRecord = {
          id,
          tone,
          message,
          title: options.title ?? null,
          duration: options.duration ?? (tone === 'error' ? errorDuration : duration),
          version: (previous?.version ?? 0) + 1,
        };
        const others = current.filter((toast) => toast.id !== id);
        return [...others, record].slice(-max);
      });
      return id;
    },
    [duration, errorDuration, max],
  );

  const api = useMemo<ToastApi>(
    () => ({
      success: (message, options) => show('success', message, options),
      error: (message, options) => show('error', message, options),
      info: (message, options) => show('info', message, options),
      dismiss,
    }),
    [show, dismiss],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Portal portalElement={portalElement}>
        <section aria-label={t('ui.toast.region')} className={styles.viewport}>
          {toasts.map((toast) => (
            <ToastView
              key={`${toast.id}:${toast.version}`}
              toast={toast}
              onDismiss={() => dismiss(toast.id)}
            />
          ))}
        </section>
      </Portal>
    </ToastContext.Provider>
  );
}

const icons: Record<ToastTone, ReactNode> = {
  success: <CheckIcon />,
  error: <AlertIcon />,
  info: <InfoIcon />,
};

function ToastView({ toast, onDismiss }: { toast: ToastRecord; onDismiss: () => void }) {
  const t = useMessage();
  const [paused, setPaused] = useState({ hover: false, focus: false });
  const remaining = useRef(toast.duration);
  const onDismissRef = useRef(onDismiss);
  onDismissRef.current = onDismiss;
  const isPaused = paused.hover || paused.focus;

  useEffect(() => {
    if (isPaused || !Number.isFinite(remaining.current)) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => onDismissRef.current(), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [isPaused]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only pause the auto-dismiss countdown; the toast's control is its dismiss button
    <div
      role={toast.tone === 'error' ? 'alert' : 'status'}
      aria-atomic="true"
      data-state={isPaused ? 'paused' : 'open'}
      data-tone={toast.tone}
      className={styles.toast({ tone: toast.tone })}
      onMouseEnter={() => setPaused((p) => ({ ...p, hover: true }))}
      onMouseLeave={() => setPaused((p) => ({ ...p, hover: false }))}
      onFocus={() => setPaused((p) => ({ ...p, focus: true }))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          setPaused((p) => ({ ...p, focus: false }));
        }
      }}
    >
      <span className={styles.icon({ tone: toast.tone })}>{icons[toast.tone]}</span>
      <div className={styles.body}>
        {toast.title ? <span className={styles.title}>{toast.title}</span> : null}
        <span className={styles.message}>{toast.message}</span>
      </div>
      <IconButton
        label={t('ui.dismiss')}
        icon={<CloseIcon />}
        size="sm"
        tooltipPlacement={false}
        onClick={onDismiss}
      />
    </div>
  );
}

/**
 * Shows toasts from anywhere under a {@link ToastProvider}.
 *
 * @example
 * ```tsx
 * const toast = useToast();
 * try { await save(); toast.success(t('credential.created')); }
 * catch { toast.error(t('credential.saveError')); }
 * ```
 */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside a <ToastProvider>.');
  return api;
}

/** The enclosing {@link ToastProvider}'s toasts, or `null` outside one (a widget embedded alone). */
export function useHostToasts(): ToastApi | null {
  return useContext(ToastContext);
}

/**
 * Shows a widget's toasts in the host's {@link ToastProvider} when there is one (one stack for the
 * whole console, and a message outlives the widget's dialog across a redirect), or in a provider
 * of the widget's own when it is embedded alone.
 */
export function ToastScope({ children }: { children: ReactNode }) {
  const host = useHostToasts();
  return host ? children : <ToastProvider>{children}</ToastProvider>;
}
