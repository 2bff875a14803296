-- CreateTable
CREATE TABLE "PagePhoto" (
    "page" TEXT NOT NULL,
    "imageId" INTEGER NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PagePhoto_pkey" PRIMARY KEY ("page")
);

-- CreateIndex
CREATE INDEX "PagePhoto_imageId_idx" ON "PagePhoto"("imageId");

-- AddForeignKey
ALTER TABLE "PagePhoto" ADD CONSTRAINT "PagePhoto_imageId_fkey" FOREIGN KEY ("imageId") REFERENCES "MediaImage"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
