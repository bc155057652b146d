/** Title and description of a page (React 19 hoists them into <head>). */
export function PageHead({ title, description }: { title: string; description: string }) {
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
    </>
  );
}
