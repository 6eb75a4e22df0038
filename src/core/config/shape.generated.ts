// Generated from schema.ts by scripts/gen-config-shape.ts (npx tsx scripts/gen-config-shape.ts); do not edit.
import type { LeafRule } from './shape.js';

export const CONFIG_DEFAULTS: unknown = {
  "workdir": ".hybridrag",
  "provider": "local",
  "cache": true,
  "openai": {
    "models": {
      "extraction": "gpt-4o-mini",
      "answer": "gpt-4o-mini",
      "judge": "gpt-4o-mini",
      "embedding": "text-embedding-3-small"
    },
    "concurrency": 8,
    "timeoutMs": 60000,
    "adaptiveConcurrency": true,
    "maxRetries": 5,
    "prices": {
      "gpt-4o-mini": {
        "input": 0.15,
        "output": 0.6
      },
      "gpt-4o": {
        "input": 2.5,
        "output": 10
      },
      "gpt-3.5-turbo": {
        "input": 0.5,
        "output": 1.5
      },
      "text-embedding-3-small": {
        "input": 0.02,
        "output": 0
      },
      "text-embedding-3-large": {
        "input": 0.13,
        "output": 0
      },
      "text-embedding-ada-002": {
        "input": 0.1,
        "output": 0
      }
    },
    "jsonMode": true,
    "embeddingBatch": 128,
    "retryBaseMs": 500,
    "retryMaxMs": 30000,
    "embeddingPooling": "none",
    "endpoints": {
      "extraction": {},
      "answer": {},
      "judge": {},
      "embedding": {}
    },
    "maxTokens": {
      "extraction": 2048,
      "answer": 600,
      "judge": 1024
    }
  },
  "ingest": {
    "chunkStrategy": "speaker",
    "chunkSize": 2024,
    "chunkOverlap": 204,
    "workers": 2,
    "parseTimeoutMs": 120000
  },
  "retrieval": {
    "topK": 4,
    "depth": 1,
    "denseWeight": 0.2,
    "maxSubQueries": 3,
    "kgarTopK": 3,
    "kgarMaxDepth": 2,
    "graphBudgetChars": 4000,
    "graphEvidence": true,
    "successorWeight": 0.7,
    "questionEchoMin": 0.5,
    "embeddingLinkMin": 0.75,
    "hybridOrder": "vector-first",
    "hybridFusion": "concat",
    "hybridGraphBudgetChars": 2000
  },
  "answer": {
    "maxSentences": 3,
    "maxChars": 700,
    "minSentenceShare": 0.5,
    "minCoverage": 0.25,
    "askedCoverage": 0.4,
    "askedWeight": 1,
    "leadWeight": 1
  },
  "resolve": {
    "spellingThreshold": 0.92,
    "embeddingCandidateThreshold": 0.85,
    "embeddingMergeThreshold": 0.9
  },
  "extract": {
    "refineMinScore": 2,
    "maxSentenceChars": 600
  },
  "judge": {
    "supportAt": 0.7,
    "attributeAt": 0.8,
    "usefulTerms": 5,
    "numbersAt": 1,
    "groundTruthNumbersAt": 0
  },
  "prompts": {},
  "budget": {},
  "scope": {
    "autoScope": true,
    "aliases": {},
    "sectors": {}
  },
  "vocabulary": {
    "companies": [],
    "markets": [],
    "sectors": [],
    "metrics": [],
    "owners": [],
    "segments": []
  },
  "facts": {
    "reader": "rules"
  },
  "store": {}
};

export const CONFIG_LEAVES: Readonly<Record<string, LeafRule>> = {
  "workdir": {
    "type": "string",
    "minLength": 1
  },
  "provider": {
    "type": "string",
    "enum": [
      "local",
      "openai"
    ]
  },
  "cache": {
    "type": "boolean"
  },
  "openai.baseUrl": {
    "type": "string",
    "minLength": 1
  },
  "openai.models.extraction": {
    "type": "string",
    "minLength": 1
  },
  "openai.models.answer": {
    "type": "string",
    "minLength": 1
  },
  "openai.models.judge": {
    "type": "string",
    "minLength": 1
  },
  "openai.models.embedding": {
    "type": "string",
    "minLength": 1
  },
  "openai.concurrency": {
    "type": "integer",
    "minimum": 1,
    "maximum": 9007199254740991
  },
  "openai.timeoutMs": {
    "type": "integer",
    "minimum": 1,
    "maximum": 9007199254740991
  },
  "openai.adaptiveConcurrency": {
    "type": "boolean"
  },
  "openai.maxRetries": {
    "type": "integer",
    "minimum": 0,
    "maximum": 9007199254740991
  },
  "openai.jsonMode": {
    "type": "boolean"
  },
  "openai.embeddingBatch": {
    "type": "integer",
    "minimum": 1,
    "maximum": 9007199254740991
  },
  "openai.retryBaseMs": {
    "type": "integer",
    "minimum": 0,
    "maximum": 9007199254740991
  },
  "openai.retryMaxMs": {
    "type": "integer",
    "minimum": 0,
    "maximum": 9007199254740991
  },
  "openai.embeddingDimensions": {
    "type": "integer",
    "minimum": 0,
    "maximum": 9007199254740991
  },
  "openai.embeddingPooling": {
    "type": "string",
    "enum": [
      "none",
      "mean"
    ]
  },
  "openai.endpoints.extraction.baseUrl": {
    "type": "string",
    "minLength": 1
  },
  "openai.endpoints.answer.baseUrl": {
    "type": "string",
    "minLength": 1
  },
  "openai.endpoints.judge.baseUrl": {
    "type": "string",
    "minLength": 1
  },
  "openai.endpoints.embedding.baseUrl": {
    "type": "string",
    "minLength": 1
  },
  "openai.maxTokens.extraction": {
    "type": "integer",
    "minimum": 1,
    "maximum": 9007199254740991
  },
  "openai.maxTokens.answer": {
    "type": "integer",
    "minimum": 1,
    "maximum": 9007199254740991
  },
  "openai.maxTokens.judge": {
    "type": "integer",
    "minimum": 1,
    "maximum": 9007199254740991
  },
  "ingest.chunkStrategy": {
    "type": "string",
    "enum": [
      "speaker",
      "chars"
    ]
  },
  "ingest.chunkSize": {
    "type": "integer",
    "minimum": 1,
    "maximum": 9007199254740991
  },
  "ingest.chunkOverlap": {
    "type": "integer",
    "minimum": 0,
    "maximum": 9007199254740991
  },
  "ingest.fiscalYearStartMonth": {
    "type": "integer",
    "minimum": 1,
    "maximum": 12
  },
  "ingest.workers": {
    "type": "integer",
    "minimum": 0,
    "maximum": 9007199254740991
  },
  "ingest.parseTimeoutMs": {
    "type": "integer",
    "minimum": 1,
    "maximum": 9007199254740991
  },
  "retrieval.topK": {
    "type": "integer",
    "minimum": 1,
    "maximum": 9007199254740991
  },
  "retrieval.depth": {
    "type": "integer",
    "minimum": 1,
    "maximum": 9007199254740991
  },
  "retrieval.denseWeight": {
    "type": "number",
    "minimum": 0,
    "maximum": 1
  },
  "retrieval.maxSubQueries": {
    "type": "integer",
    "minimum": 1,
    "maximum": 9007199254740991
  },
  "retrieval.kgarTopK": {
    "type": "integer",
    "minimum": 1,
    "maximum": 9007199254740991
  },
  "retrieval.kgarMaxDepth": {
    "type": "integer",
    "minimum": 1,
    "maximum": 9007199254740991
  },
  "retrieval.graphBudgetChars": {
    "type": "integer",
    "minimum": 1,
    "maximum": 9007199254740991
  },
  "retrieval.graphEvidence": {
    "type": "boolean"
  },
  "retrieval.successorWeight": {
    "type": "number",
    "minimum": 0,
    "maximum": 1
  },
  "retrieval.questionEchoMin": {
    "type": "number",
    "minimum": 0,
    "maximum": 1
  },
  "retrieval.embeddingLinkMin": {
    "type": "number",
    "minimum": 0,
    "maximum": 1
  },
  "retrieval.hybridOrder": {
    "type": "string",
    "enum": [
      "vector-first",
      "graph-first"
    ]
  },
  "retrieval.hybridFusion": {
    "type": "string",
    "enum": [
      "concat",
      "interleave"
    ]
  },
  "retrieval.hybridGraphBudgetChars": {
    "type": "integer",
    "minimum": 1,
    "maximum": 9007199254740991
  },
  "answer.maxSentences": {
    "type": "integer",
    "minimum": 1,
    "maximum": 9007199254740991
  },
  "answer.maxChars": {
    "type": "integer",
    "minimum": 1,
    "maximum": 9007199254740991
  },
  "answer.minSentenceShare": {
    "type": "number",
    "minimum": 0,
    "maximum": 1
  },
  "answer.minCoverage": {
    "type": "number",
    "minimum": 0,
    "maximum": 1
  },
  "answer.askedCoverage": {
    "type": "number",
    "minimum": 0,
    "maximum": 1
  },
  "answer.askedWeight": {
    "type": "number",
    "minimum": 0
  },
  "answer.leadWeight": {
    "type": "number",
    "minimum": 0
  },
  "answer.minSimilarity": {
    "type": "number",
    "minimum": 0,
    "maximum": 1
  },
  "resolve.spellingThreshold": {
    "type": "number",
    "minimum": 0,
    "maximum": 1
  },
  "resolve.embeddingCandidateThreshold": {
    "type": "number",
    "minimum": 0,
    "maximum": 1
  },
  "resolve.embeddingMergeThreshold": {
    "type": "number",
    "minimum": 0,
    "maximum": 1
  },
  "extract.refineMinScore": {
    "type": "integer",
    "minimum": 0,
    "maximum": 9007199254740991
  },
  "extract.maxSentenceChars": {
    "type": "integer",
    "minimum": 1,
    "maximum": 9007199254740991
  },
  "judge.supportAt": {
    "type": "number",
    "minimum": 0,
    "maximum": 1
  },
  "judge.attributeAt": {
    "type": "number",
    "minimum": 0,
    "maximum": 1
  },
  "judge.usefulTerms": {
    "type": "integer",
    "minimum": 1,
    "maximum": 9007199254740991
  },
  "judge.numbersAt": {
    "type": "number",
    "minimum": 0,
    "maximum": 1
  },
  "judge.groundTruthNumbersAt": {
    "type": "number",
    "minimum": 0,
    "maximum": 1
  },
  "budget.maxTokens": {
    "type": "integer",
    "minimum": 1,
    "maximum": 9007199254740991
  },
  "budget.maxCost": {
    "type": "number",
    "minimum": 0
  },
  "scope.autoScope": {
    "type": "boolean"
  },
  "facts.reader": {
    "type": "string",
    "enum": [
      "rules",
      "model"
    ]
  },
  "store.url": {
    "type": "string",
    "minLength": 1
  }
};
