/**
 * Title and description of a page (React 19 hoists them into <head>).
 * A page renders one in every state, loading and failed too: after an in-app navigation the
 * previous page's title is gone, and a document without a <title> is nameless to a screen reader.
 */
export function PageHead({ title, description }: { title: string; description?: string }) {
  return (
    <>
      <title>{title}</title>
      {description !== undefined && <meta name="description" content={description} />}
    </>
  );
}
