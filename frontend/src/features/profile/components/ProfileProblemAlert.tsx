import { FormErrorAlert } from '@/shared/FormErrorAlert';
import type { ProfileProblem } from '../profileForm';

/** The form's message above it, with the server's messages beneath. */
export function ProfileProblemAlert({ problem }: { problem: ProfileProblem | null }) {
  if (!problem) return null;
  const { title, details } = problem;
  return (
    <FormErrorAlert
      title={title}
      details={
        details.length === 0 ? undefined : details.length === 1 ? (
          details[0]
        ) : (
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {details.map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
          </ul>
        )
      }
    />
  );
}
