import { EditDeleteActions } from '@/shared/EditDeleteActions';
import { useDeleteCorporateMutation } from '../corporatesApi';
import type { Corporate } from '../corporateTypes';
import { corporatePaths } from '../paths';

export interface CorporateActionsProps {
  corporate: Corporate;
  /** A table row gets small link buttons and a View link; the view page gets full buttons. */
  variant: 'row' | 'page';
  onDeleted?: () => void;
}

/** The actions the user's ability allows on one corporate; the server checks each request again. */
export function CorporateActions({ corporate, variant, onDeleted }: CorporateActionsProps) {
  return (
    <EditDeleteActions
      record={corporate}
      subject="Corporate"
      noun="corporate"
      paths={corporatePaths}
      useDelete={useDeleteCorporateMutation}
      variant={variant}
      deleteDescription="A corporate that participants belong to cannot be deleted."
      onDeleted={onDeleted}
    />
  );
}
