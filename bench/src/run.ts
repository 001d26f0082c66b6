// TODO(issue 5): the runner — parse --check/--only, build BenchContext, run the sections, write RESULTS.md and results.json.
export {};
