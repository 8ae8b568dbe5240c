import type { FieldValues, Resolver } from "react-hook-form";

/**
 * A react-hook-form resolver whose zod schema is fetched on first use (or on `preload`), which keeps zod
 * (about 40 kB compressed) out of the public pages' first load. If it cannot be fetched the input goes to
 * the server unchecked: the server parses it with the same schema, and the network problem shows there.
 */
export function lazyResolver<TInput extends FieldValues, TOutput>(
  load: () => Promise<Resolver<TInput, unknown, TOutput>>,
): { resolver: Resolver<TInput, unknown, TOutput>; preload: () => void } {
  let loading: Promise<Resolver<TInput, unknown, TOutput> | null> | undefined;
  const get = () =>
    (loading ??= load().catch(() => {
      loading = undefined; // try again next time
      return null;
    }));
  const resolver: Resolver<TInput, unknown, TOutput> = async (values, context, options) => {
    const real = await get();
    if (real) return real(values, context, options);
    return { values: values as unknown as TOutput, errors: {} };
  };
  return { resolver, preload: () => void get() };
}
