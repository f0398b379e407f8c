-- CreateTable
CREATE TABLE "EvidenceSegment" (
    "runId" TEXT NOT NULL,
    "agentUpdatedAt" TIMESTAMP(3) NOT NULL,
    "fromPosition" INTEGER NOT NULL,
    "toPosition" INTEGER NOT NULL,
    "format" TEXT NOT NULL,
    "calls" JSONB NOT NULL,
    "data" BYTEA NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EvidenceSegment_pkey" PRIMARY KEY ("runId","agentUpdatedAt","fromPosition","toPosition")
);

-- AddForeignKey
ALTER TABLE "EvidenceSegment" ADD CONSTRAINT "EvidenceSegment_runId_fkey" FOREIGN KEY ("runId") REFERENCES "Run"("id") ON DELETE CASCADE ON UPDATE CASCADE;
