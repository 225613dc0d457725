import { useEffect, useRef } from 'react';

/** An error to show; each failure is a new object, so the same words twice are shown anew. */
export type Problem = { message: string } | null;

/** A form's error: announced, and focused when it appears so that it is read first. */
export function FormError({ problem }: { problem: Problem }) {
  const element = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (problem) element.current?.focus();
  }, [problem]);
  if (!problem) return null;
  return (
    <p ref={element} className="admin-error" role="alert" tabIndex={-1}>
      {problem.message}
    </p>
  );
}
