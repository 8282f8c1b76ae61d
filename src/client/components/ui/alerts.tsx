import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { CheckCircle2, CircleAlert, Info, X } from 'lucide-react';
import { useT } from '#client/lib/i18n.tsx';
import { FieldMessage } from './field-message.tsx';

/** Spec §3 Alert: msg, alertType, id. Alerts fade after 3000 ms unless told otherwise. */
export type AlertType = 'success' | 'error' | 'info';
export interface Alert {
  id: number;
  msg: string;
  alertType: AlertType;
}
export const ALERT_DURATION_MS = 3000;

interface AlertsValue {
  alert: (msg: string, alertType?: AlertType, durationMs?: number) => void;
}

const AlertsContext = createContext<AlertsValue | null>(null);
const icons = { success: CheckCircle2, error: CircleAlert, info: Info };
const tones = {
  success: 'border-success/30 text-success',
  error: 'border-danger/30 text-danger',
  info: 'border-line text-ink',
};

export function AlertsProvider({ children }: { children: ReactNode }) {
  const [alerts, setAlerts] = useState<Alert[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback(
    (id: number) => setAlerts((list) => list.filter((a) => a.id !== id)),
    [],
  );
  const value = useMemo<AlertsValue>(
    () => ({
      alert(msg, alertType = 'success', durationMs = ALERT_DURATION_MS) {
        const id = nextId.current++;
        setAlerts((list) => [...list, { id, msg, alertType }]);
        setTimeout(() => dismiss(id), durationMs);
      },
    }),
    [dismiss],
  );

  const dismissLabel = useT()('shell.dismiss');
  const render = (list: Alert[]) =>
    list.map((a) => {
      const Icon = icons[a.alertType];
      return (
        <div
          key={a.id}
          className={`pointer-events-auto flex items-start gap-3 rounded-2xl border bg-white px-4 py-3 shadow-lg ${tones[a.alertType]}`}
        >
          <Icon aria-hidden className="mt-0.5 size-5 shrink-0" />
          <p className="flex-1 text-sm font-medium text-ink">
            <FieldMessage text={a.msg} />
          </p>
          <button
            type="button"
            onClick={() => dismiss(a.id)}
            className="rounded-full p-0.5 text-muted hover:text-ink"
            aria-label={dismissLabel}
          >
            <X aria-hidden className="size-4" />
          </button>
        </div>
      );
    });

  return (
    <AlertsContext.Provider value={value}>
      {children}
      <div className="pointer-events-none fixed inset-x-0 top-3 z-50 mx-auto flex max-w-md flex-col gap-2 px-4">
        {/* Errors interrupt a screen reader; other notices wait their turn. */}
        <div role="alert" className="flex flex-col gap-2">
          {render(alerts.filter((a) => a.alertType === 'error'))}
        </div>
        <div role="status" aria-live="polite" className="flex flex-col gap-2">
          {render(alerts.filter((a) => a.alertType !== 'error'))}
        </div>
      </div>
    </AlertsContext.Provider>
  );
}

export function useAlerts(): AlertsValue {
  const value = useContext(AlertsContext);
  if (!value) throw new Error('useAlerts outside AlertsProvider');
  return value;
}
