export const mediaMessages = {
  /** Media library (Mídia): uploads, alt text, the picker. */
  media: {
    title: 'Mídia',
    /** '1200 × 800 px' */
    dimensions: (width: number, height: number) => `${width} × ${height} px`,
    intro: 'Imagens que as páginas do site usam. Cada imagem precisa de texto alternativo antes de ser usada.',
    dropHint: 'Arraste imagens para cá ou escolha arquivos (JPEG, PNG ou WebP, até 10 MB).',
    chooseFiles: 'Escolher arquivos',
    uploading: 'Enviando',
    uploaded: 'Imagem enviada. Escreva o texto alternativo.',
    unsupportedType: 'Tipo de imagem não aceito. Envie um arquivo JPEG, PNG ou WebP.',
    tooManyPixels: 'A imagem tem pixels demais (máximo de 40 megapixels). Envie uma versão menor.',
    sideTooLong: 'A imagem é larga ou alta demais (máximo de 16.000 pixels de cada lado). Envie uma versão menor.',
    tooMuchMemory:
      'A imagem fica grande demais quando aberta (mais de 160 MB: cores de 16 bits dobram o tamanho e a transparência o aumenta). Envie uma versão menor ou com cores de 8 bits.',
    tooSlow: 'A imagem demorou demais para ser processada. Envie uma versão menor.',
    unreadable: 'Não foi possível ler a imagem. Verifique o arquivo e envie de novo.',
    fileRequired: 'Escolha um arquivo de imagem',
    busy: 'Outras imagens estão sendo processadas agora. Aguarde um momento e envie de novo.',
    notFound: 'Imagem não encontrada',
    inUse: 'Esta imagem está em uso e não pode ser excluída.',
    /** `uses`: where the image is used, as `inUseWhere` lists it. */
    inUseBy: (uses: string) =>
      `Imagem em uso: ${uses}. Troque ou remova a imagem nesses lugares antes de excluí-la.`,
    /** One place that uses an image: notícia “Título”, or equipe “Nome” (na Lixeira) for an item in the trash. */
    inUseWhere: (kind: 'notícia' | 'equipe' | 'parceiro' | 'página' | 'evento', name: string, inTrash = false) =>
      `${kind} “${name}”${inTrash ? ' (na Lixeira)' : ''}`,
    altLabel: 'Texto alternativo',
    altHint: 'Descreva o que a imagem mostra para quem não pode vê-la.',
    altRequired: 'Escreva o texto alternativo da imagem',
    altMissing: 'Sem texto alternativo',
    altSaved: 'Texto alternativo salvo',
    needsAlt: 'A imagem escolhida precisa de texto alternativo antes de ser usada',
    empty: 'Nenhuma imagem na biblioteca ainda.',
    loading: 'Carregando imagens...',
    deleted: 'Imagem excluída',
    confirmDelete: 'Excluir esta imagem da biblioteca?',
    pickerTitle: 'Escolher imagem',
    choose: 'Escolher',
    change: 'Trocar imagem',
    remove: 'Remover imagem',
    none: 'Nenhuma imagem escolhida',
  },
  /** "Fotos das páginas": the main photo of each program and project page. */
  pagePhotos: {
    title: 'Fotos das páginas',
    intro:
      'A foto principal de cada página de programa e de projeto, também usada no cartão que leva à página. Uma página sem foto escolhida mostra a ilustração padrão.',
    pageNotFound: 'Página não encontrada',
    current: 'Foto atual',
    standard: 'Ilustração padrão da página',
    change: 'Trocar foto',
    remove: 'Remover foto',
    saved: 'Foto da página salva',
    removed: 'Foto da página removida; a página volta a mostrar a ilustração padrão',
    loading: 'Carregando as fotos das páginas...',
    open: 'Ver a página',
  },
} as const
