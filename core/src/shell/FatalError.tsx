import { Button } from '@bench/sdk';

function describe(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack };
  if (typeof error === 'string' && error) return { message: error };
  try {
    return { message: JSON.stringify(error) ?? String(error) };
  } catch {
    return { message: String(error) };
  }
}

/** The fatal error screen (spec 3 §2, §8): the error was logged; offer a reload. */
export function FatalError({ error }: { error: unknown }) {
  const { message, stack } = describe(error);
  return (
    <div className="bn-center-screen">
      <div className="bn-diagnostics" role="alert">
        <h1>Something went wrong</h1>
        <p>
          Bench hit an error it cannot recover from. Reloading the page usually helps; your saved work is kept on the
          server.
        </p>
        <p>
          <code>{message}</code>
        </p>
        {stack && (
          <details>
            <summary>Technical details</summary>
            <pre className="bn-pre">{stack}</pre>
          </details>
        )}
        <Button variant="primary" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </div>
    </div>
  );
}
