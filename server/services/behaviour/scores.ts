/** Risk bands of a 0-100 score. */
export type RiskLevel = 'LOW' | 'MEDIUM' | 'HIGH';

export const riskLevel = (score: number): RiskLevel => (score >= 70 ? 'HIGH' : score >= 35 ? 'MEDIUM' : 'LOW');

/** A score clamped to 0-100 and rounded. */
export const clampScore = (score: number) => Math.max(0, Math.min(100, Math.round(score)));
