-- CreateTable
CREATE TABLE "BackupSlot" (
    "slot" TIMESTAMPTZ(3) NOT NULL,
    "claimedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BackupSlot_pkey" PRIMARY KEY ("slot")
);
