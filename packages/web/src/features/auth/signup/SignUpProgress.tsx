export const SIGN_UP_PAGES = 3;

/** Wizard progress in thirds (spec 000 §2): a bar and 'Etapa N de 3'. */
export function SignUpProgress({ step }: { step: 1 | 2 | 3 }) {
  const text = `Etapa ${step} de ${SIGN_UP_PAGES}`;
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between text-xs font-medium text-muted">
        <span>{text}</span>
      </div>
      <div
        role="progressbar"
        aria-label="Progresso do cadastro"
        aria-valuemin={1}
        aria-valuemax={SIGN_UP_PAGES}
        aria-valuenow={step}
        aria-valuetext={text}
        className="h-2 overflow-hidden rounded-full bg-brand-100"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-300 motion-reduce:transition-none"
          style={{ width: `${(step / SIGN_UP_PAGES) * 100}%` }}
        />
      </div>
    </div>
  );
}
