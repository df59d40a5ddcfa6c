/**
 * Shown instead of the workbench when plugins cannot load (DESIGN §3): every failure, each naming
 * its plugin, and what to do — never a blank page.
 */
export function Diagnostics({ errors }: { errors: string[] }) {
  const list = errors.length
    ? errors
    : ['The plugins failed to load, but no reason was given. See the browser console.'];
  return (
    <div className="bn-center-screen">
      <div className="bn-diagnostics" role="alert">
        <h1>Bench could not start</h1>
        <p>{list.length === 1 ? 'A plugin' : `${list.length} plugin problems`} stopped the workbench from loading:</p>
        <ul className="bn-diagnostics__list">
          {list.map((error, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list shown once; two plugins can report the same text
            <li key={index}>
              <code>{error}</code>
            </li>
          ))}
        </ul>
        <p className="bn-hint">
          Fix the plugin named above, or start with a subset of plugins, e.g. <code>?plugins=dashboard,catalog</code>.
        </p>
      </div>
    </div>
  );
}
