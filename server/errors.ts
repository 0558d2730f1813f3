/** The one error shape every route answers with (conventions.md rule 14). */
export interface ApiErrorBody {
  type: string;
  message: string;
  description: string;
}

export function errorBody(type: string, message: string, description = message): ApiErrorBody {
  return { type, message, description };
}
