/** Three pulsing dots with a label for screen readers (SPEC §4: the achievements' loader). */
export function DotsLoader({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-2 py-10">
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          aria-hidden="true"
          className="size-3 rounded-full bg-primary-600 motion-safe:animate-bounce"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
      <span className="sr-only">{label}</span>
    </div>
  );
}
