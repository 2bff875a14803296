-- CreateTable
CREATE TABLE "BackupDownloadTicket" (
    "tokenHash" TEXT NOT NULL,
    "userId" INTEGER NOT NULL,
    "sessionVersion" INTEGER NOT NULL,
    "archive" TEXT NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "BackupDownloadTicket_pkey" PRIMARY KEY ("tokenHash")
);
