/** Reviews arrive with the reviews feature; until then every profile has none (spec §2 copy). */
export function ReviewsSection() {
  return (
    <section aria-labelledby="reviews-heading">
      <h2 id="reviews-heading" className="mb-3 text-2xl font-semibold">
        Reviews
      </h2>
      <p className="text-muted">No reviews yet.</p>
    </section>
  );
}
