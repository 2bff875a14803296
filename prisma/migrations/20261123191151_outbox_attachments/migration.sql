-- CreateTable
CREATE TABLE "OutboxAttachment" (
    "id" SERIAL NOT NULL,
    "mailId" INTEGER NOT NULL,
    "fileName" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "content" BYTEA NOT NULL,

    CONSTRAINT "OutboxAttachment_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "OutboxAttachment_mailId_idx" ON "OutboxAttachment"("mailId");

-- AddForeignKey
ALTER TABLE "OutboxAttachment" ADD CONSTRAINT "OutboxAttachment_mailId_fkey" FOREIGN KEY ("mailId") REFERENCES "OutboxMail"("id") ON DELETE CASCADE ON UPDATE CASCADE;
