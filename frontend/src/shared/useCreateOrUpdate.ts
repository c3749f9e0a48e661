type UseMutation<A, R> = () => readonly [(arg: A) => { unwrap: () => Promise<R> }, { isLoading: boolean }];

/** The update's argument for JSON bodies: the input with the record's id. */
export function withId<I extends object>(input: I, id: number): I & { id: number } {
  return { ...input, id };
}

/** The update's argument for multipart bodies (files beside the fields): the record's id and the body. */
export function bodyWithId(body: FormData, id: number): { id: number; body: FormData } {
  return { id, body };
}

/**
 * A record form's save: the create mutation for a new record, the update mutation (whose argument
 * `updateArg` builds) for the one being edited; RTK Query's generated hooks fit as they are.
 */
export function useCreateOrUpdate<I, U, R>(
  useCreate: UseMutation<I, R>,
  useUpdate: UseMutation<U, R>,
  updateArg: (input: I, id: number) => U,
) {
  const [create, createState] = useCreate();
  const [update, updateState] = useUpdate();
  return {
    saving: createState.isLoading || updateState.isLoading,
    /** Creates the record, or updates record `id`; the saved record, or the refusal thrown. */
    save: (input: I, id: number | undefined): Promise<R> =>
      (id === undefined ? create(input) : update(updateArg(input, id))).unwrap(),
  };
}
