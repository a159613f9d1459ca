/**
 * Words a person reads written into a screen instead of taken from the catalogs (decision 0074,
 * "The web app"): JSX text, and string values of the props that reach people (`title`,
 * `aria-label`, `placeholder`, `alt`, `label` and the like). Applied to the files already moved
 * to catalogs (the list in eslint.config.js grows as screens move). Text without a letter
 * (punctuation, numbers, "·") passes, and so does what `allow` names (brand names, example
 * data such as an address in a placeholder).
 */
const PROPS = [
  'title',
  'aria-label',
  'aria-description',
  'placeholder',
  'alt',
  'label',
  'legend',
  'subtitle',
  'description',
  'hint',
  'text',
  'term',
  'pendingText',
  'confirmLabel',
  'cancelLabel',
  'emptyLabel',
  'searchLabel',
  'urlLabel',
  'fileLabel',
  'detail',
];
const LETTER = /\p{L}/u;

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'User-facing text comes from the message catalogs' },
    schema: [
      {
        type: 'object',
        properties: { allow: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: {
      text: 'Text a person reads ("{{text}}") belongs in a catalog: t(\'namespace:key\').',
    },
  },
  create(context) {
    const allowed = (context.options[0]?.allow ?? []).map((pattern) => new RegExp(pattern, 'u'));
    const readable = (text) => {
      const trimmed = text.trim();
      return LETTER.test(trimmed) && !allowed.some((pattern) => pattern.test(trimmed));
    };
    const report = (node, text) =>
      context.report({ node, messageId: 'text', data: { text: text.trim().slice(0, 40) } });
    const stringOf = (node) => {
      if (!node) return null;
      if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
      if (node.type === 'TemplateLiteral')
        return node.quasis.map((quasi) => quasi.value.cooked ?? '').join(' ');
      if (node.type === 'JSXExpressionContainer') return stringOf(node.expression);
      if (node.type === 'ConditionalExpression')
        return [stringOf(node.consequent), stringOf(node.alternate)].filter(Boolean).join(' ');
      return null;
    };
    return {
      JSXText(node) {
        if (readable(node.value)) report(node, node.value);
      },
      JSXExpressionContainer(node) {
        if (node.parent.type === 'JSXAttribute') return;
        const text = stringOf(node.expression);
        if (text !== null && readable(text)) report(node, text);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : null;
        if (!name || !PROPS.includes(name)) return;
        const text = stringOf(node.value);
        if (text !== null && readable(text)) report(node, text);
      },
    };
  },
};
