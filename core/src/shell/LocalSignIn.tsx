import { useState, type FormEvent } from 'react';
import { Button, TextInput, type Auth, type User } from '@bench/sdk';

export interface LocalSignInProps {
  auth: Pick<Auth, 'loginWithPassword'>;
  /** the bootstrap learns of the user through Auth.start(); this is for other callers */
  onSignedIn?(user: User): void;
}

/** Local mode with declared users: username and password, exchanged by Auth.loginWithPassword. */
export function LocalSignIn({ auth, onSignedIn }: LocalSignInProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const user = await auth.loginWithPassword(username.trim(), password);
      onSignedIn?.(user);
    } catch (failure) {
      const status = (failure as { status?: number }).status;
      setError(
        status === 401
          ? 'Wrong username or password.'
          : `Could not sign in: ${failure instanceof Error ? failure.message : String(failure)}`,
      );
      setBusy(false);
    }
  };

  return (
    <div className="bn-center-screen">
      <form className="bn-signin" onSubmit={submit} aria-label="Sign in">
        <h1 className="bn-brand">Bench</h1>
        <TextInput
          label="Username"
          value={username}
          onChange={setUsername}
          autoComplete="username"
          autoFocus
          required
        />
        <TextInput
          label="Password"
          type="password"
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
          required
        />
        {error && (
          <p className="bn-form-error" role="alert">
            {error}
          </p>
        )}
        <Button type="submit" variant="primary" disabled={busy || !username.trim() || !password}>
          {busy ? 'Signing in…' : 'Sign in'}
        </Button>
      </form>
    </div>
  );
}
