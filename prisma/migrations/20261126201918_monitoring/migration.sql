-- CreateTable
CREATE TABLE "JobRun" (
    "job" TEXT NOT NULL,
    "lastRunAt" TIMESTAMPTZ(3) NOT NULL,
    "lastOkAt" TIMESTAMPTZ(3),
    "lastError" TEXT,

    CONSTRAINT "JobRun_pkey" PRIMARY KEY ("job")
);

-- CreateTable
CREATE TABLE "AlertState" (
    "kind" TEXT NOT NULL,
    "problem" TEXT,
    "since" TIMESTAMPTZ(3),
    "checkedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "AlertState_pkey" PRIMARY KEY ("kind")
);
