-- CreateTable
CREATE TABLE "WaitlistEntry" (
    "id" SERIAL NOT NULL,
    "eventId" INTEGER NOT NULL,
    "nome" TEXT NOT NULL,
    "personKey" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "telefone" TEXT NOT NULL,
    "comoConheceu" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WaitlistEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "WaitlistEntry_eventId_createdAt_id_idx" ON "WaitlistEntry"("eventId", "createdAt", "id");

-- CreateIndex
CREATE UNIQUE INDEX "WaitlistEntry_eventId_personKey_key" ON "WaitlistEntry"("eventId", "personKey");

-- AddForeignKey
ALTER TABLE "WaitlistEntry" ADD CONSTRAINT "WaitlistEntry_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;
