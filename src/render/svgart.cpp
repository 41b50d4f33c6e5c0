#include "svgart.h"

#include <QFile>
#include <QHash>
#include <QMutex>
#include <QPainter>
#include <QSvgRenderer>

#include <memory>

namespace ml
{

namespace
{

// The placeholder colours the figure pictures are drawn in.
const QByteArray kBodyPlaceholder = QByteArrayLiteral("#ff00ff");
const QByteArray kShadePlaceholder = QByteArrayLiteral("#800080");

struct Cache {
    QMutex mutex;
    QHash<int, std::shared_ptr<QSvgRenderer>> symbols;
    QHash<QPair<int, QRgb>, std::shared_ptr<QSvgRenderer>> figures;
    QHash<int, QByteArray> figureSources;
};

Cache &cache()
{
    static Cache c;
    return c;
}

QByteArray readResource(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        qWarning("SvgArt: cannot read %s", qPrintable(path));
        return {};
    }
    return f.readAll();
}

// Puts the viewBox origin on `at`, 100 units to `size`, keeping the picture's proportions.
QRectF boundsFor(const QSvgRenderer &renderer, QPointF at, qreal size)
{
    const QRectF box = renderer.viewBoxF();
    const qreal k = size / 100.0;
    return {at.x() + box.x() * k, at.y() + box.y() * k, box.width() * k, box.height() * k};
}

// Figures are drawn often (every repaint of the board): the lock only guards the caches and
// the renderers, which are not meant to be used by two threads at once.
void render(QSvgRenderer *renderer, QPainter *painter, const QRectF &bounds)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    renderer->render(painter, bounds);
    painter->restore();
}

} // namespace

QString SvgArt::resourcePath(Symbol symbol)
{
    static const char *const names[] = {"shield",   "monastery", "castle", "house",   "hill",
                                        "vineyard", "garden",    "magic",  "junction"};
    return QStringLiteral(":/meeplelab/svg/symbols/%1.svg")
        .arg(QLatin1String(names[static_cast<int>(symbol)]));
}

QString SvgArt::resourcePath(Figure figure)
{
    static const char *const names[] = {"meeple", "shepherd", "mage", "witch"};
    return QStringLiteral(":/meeplelab/svg/figures/%1.svg")
        .arg(QLatin1String(names[static_cast<int>(figure)]));
}

QList<SvgArt::Symbol> SvgArt::allSymbols()
{
    return {Symbol::Shield,   Symbol::Monastery, Symbol::Castle, Symbol::House,   Symbol::Hill,
            Symbol::Vineyard, Symbol::Garden,    Symbol::Magic,  Symbol::Junction};
}

QList<SvgArt::Figure> SvgArt::allFigures()
{
    return {Figure::Meeple, Figure::Shepherd, Figure::Mage, Figure::Witch};
}

static QSvgRenderer *symbolRenderer(Cache &c, SvgArt::Symbol symbol)
{
    const int key = static_cast<int>(symbol);
    auto it = c.symbols.constFind(key);
    if (it == c.symbols.constEnd())
        it = c.symbols.insert(
            key, std::make_shared<QSvgRenderer>(readResource(SvgArt::resourcePath(symbol))));
    return it->get();
}

static QByteArray figureSource(Cache &c, SvgArt::Figure figure, const QColor &colour)
{
    const int key = static_cast<int>(figure);
    auto it = c.figureSources.constFind(key);
    if (it == c.figureSources.constEnd())
        it = c.figureSources.insert(key, readResource(SvgArt::resourcePath(figure)));
    QByteArray text = *it;
    const QColor body = colour.isValid() ? colour : QColor(Qt::gray);
    text.replace(kBodyPlaceholder, body.name(QColor::HexRgb).toLatin1());
    text.replace(kShadePlaceholder, body.darker(180).name(QColor::HexRgb).toLatin1());
    return text;
}

static QSvgRenderer *figureRenderer(Cache &c, SvgArt::Figure figure, const QColor &colour)
{
    const auto key = qMakePair(static_cast<int>(figure), colour.rgb());
    auto it = c.figures.constFind(key);
    if (it == c.figures.constEnd())
        it = c.figures.insert(key, std::make_shared<QSvgRenderer>(figureSource(c, figure, colour)));
    return it->get();
}

QSvgRenderer *SvgArt::renderer(Symbol symbol)
{
    Cache &c = cache();
    QMutexLocker lock(&c.mutex);
    return symbolRenderer(c, symbol);
}

QSvgRenderer *SvgArt::renderer(Figure figure, const QColor &colour)
{
    Cache &c = cache();
    QMutexLocker lock(&c.mutex);
    return figureRenderer(c, figure, colour);
}

QByteArray SvgArt::colouredSource(Figure figure, const QColor &colour)
{
    Cache &c = cache();
    QMutexLocker lock(&c.mutex);
    return figureSource(c, figure, colour);
}

void SvgArt::draw(QPainter *painter, Symbol symbol, QPointF at, qreal size)
{
    Cache &c = cache();
    QMutexLocker lock(&c.mutex);
    QSvgRenderer *r = symbolRenderer(c, symbol);
    render(r, painter, boundsFor(*r, at, size));
}

void SvgArt::draw(QPainter *painter, Figure figure, const QColor &colour, QPointF at, qreal height,
                  bool lying)
{
    Cache &c = cache();
    QMutexLocker lock(&c.mutex);
    QSvgRenderer *r = figureRenderer(c, figure, colour);
    painter->save();
    painter->translate(at);
    if (lying) painter->rotate(-90);
    render(r, painter, boundsFor(*r, QPointF(), height));
    painter->restore();
}

} // namespace ml
