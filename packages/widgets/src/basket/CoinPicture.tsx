/**
 * The picture of a coin-pack line: a coin pack has no image of its own (it is an amount of RDC),
 * so its line shows a coin rather than an empty square.
 */
export function CoinPicture() {
  return (
    <svg className="line__image line__image--coin" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="22" fill="#f5b93b" stroke="#b8801c" strokeWidth="4" />
      <circle cx="32" cy="32" r="14" fill="none" stroke="#fff2c4" strokeWidth="2" opacity="0.7" />
      <text x="32" y="38" textAnchor="middle" fontSize="14" fontWeight="700" fill="#7a4f0c">
        RDC
      </text>
    </svg>
  );
}
