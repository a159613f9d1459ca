import { Button } from '../../../components/ui/button';

/** The line under an account form that leads to another one: "Already have an account? Sign in". */
export function SwitchPrompt({
  question,
  action,
  onClick,
}: {
  question: string;
  action: string;
  onClick: () => void;
}) {
  return (
    <p className="text-center text-sm text-slate-600">
      {question}{' '}
      <Button variant="link" onClick={onClick}>
        {action}
      </Button>
    </p>
  );
}
