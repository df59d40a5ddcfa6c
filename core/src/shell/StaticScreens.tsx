import { Link, useDocumentTitle } from '@bench/sdk';

function StaticScreen({ code, title, text }: { code: string; title: string; text: string }) {
  useDocumentTitle(title);
  return (
    <div className="bn-static-screen">
      <p className="bn-static-screen__code">{code}</p>
      <h1>{title}</h1>
      <p>{text}</p>
      <Link href="/" className="bn-button bn-button--primary">
        Back to projects
      </Link>
    </div>
  );
}

export function Forbidden() {
  return <StaticScreen code="403" title="Access denied" text="You do not have permission to see this page." />;
}

export function NotFound() {
  return (
    <StaticScreen
      code="404"
      title="Page not found"
      text="There is nothing at this address. It may have been moved or deleted."
    />
  );
}
