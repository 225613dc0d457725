import type { TextRule } from '@site/contract';

/** The attributes that let the browser check a field by the API's own rule before sending. */
export function inputRules(rule: TextRule): {
  required: boolean;
  maxLength: number;
  pattern?: string;
} {
  return {
    required: rule.required,
    maxLength: rule.maxLength,
    ...(rule.pattern ? { pattern: rule.pattern.source } : {}),
  };
}
