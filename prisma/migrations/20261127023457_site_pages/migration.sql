-- CreateTable
CREATE TABLE "SitePage" (
    "id" SERIAL NOT NULL,
    "path" TEXT NOT NULL,
    "pathKey" TEXT NOT NULL,
    "template" TEXT NOT NULL,
    "fixed" BOOLEAN NOT NULL DEFAULT false,
    "draft" JSONB NOT NULL,
    "published" JSONB,
    "publishedAt" TIMESTAMPTZ(3),
    "scheduled" JSONB,
    "scheduledAt" TIMESTAMPTZ(3),
    "imageIds" INTEGER[],
    "deletedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SitePage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PageRedirect" (
    "pathKey" TEXT NOT NULL,
    "pageId" INTEGER NOT NULL,

    CONSTRAINT "PageRedirect_pkey" PRIMARY KEY ("pathKey")
);

-- CreateTable
CREATE TABLE "MenuItem" (
    "id" SERIAL NOT NULL,
    "area" TEXT NOT NULL,
    "parentId" INTEGER,
    "position" INTEGER NOT NULL,
    "label" TEXT NOT NULL,
    "pageId" INTEGER,
    "route" TEXT,

    CONSTRAINT "MenuItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SeedRun" (
    "name" TEXT NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SeedRun_pkey" PRIMARY KEY ("name")
);

-- CreateIndex
CREATE UNIQUE INDEX "SitePage_pathKey_key" ON "SitePage"("pathKey");

-- CreateIndex
CREATE INDEX "MenuItem_area_parentId_position_idx" ON "MenuItem"("area", "parentId", "position");

-- CreateIndex
CREATE INDEX "MenuItem_pageId_idx" ON "MenuItem"("pageId");

-- AddForeignKey
ALTER TABLE "PageRedirect" ADD CONSTRAINT "PageRedirect_pageId_fkey" FOREIGN KEY ("pageId") REFERENCES "SitePage"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MenuItem" ADD CONSTRAINT "MenuItem_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "MenuItem"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MenuItem" ADD CONSTRAINT "MenuItem_pageId_fkey" FOREIGN KEY ("pageId") REFERENCES "SitePage"("id") ON DELETE CASCADE ON UPDATE CASCADE;
