import { fuzzShard } from './fuzz-suite.ts'

// Every route fuzzed (fuzz-suite.ts), dealt over FUZZ_SHARDS files: this is part 1.
fuzzShard(1)
