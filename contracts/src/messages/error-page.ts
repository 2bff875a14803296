/** The page shown when a page crashes or its code fails to download. One constant per text so that the bundler inlines them: they ride in the home page's first load. */
export const title = 'Algo deu errado'
export const description = 'Não foi possível mostrar esta página.'
export const text = 'Não conseguimos mostrar esta página agora. Tente recarregar ou volte para a página inicial.'
export const home = 'Voltar para a página inicial'
export const contact = 'Falar com a fundação'
