// SPDX-License-Identifier: GPL-3.0-or-later
#include "svgart.h"

#include "filereading.h"

#include <QHash>
#include <QImage>
#include <QMutex>
#include <QPainter>
#include <QSvgRenderer>

#include <cmath>
#include <memory>

namespace ml
{

namespace
{

// The placeholder colours the figure pictures are drawn in.
const QByteArray kBodyPlaceholder = QByteArrayLiteral("#ff00ff");
const QByteArray kShadePlaceholder = QByteArrayLiteral("#800080");

// A picture rendered once at the pixel size it is shown at, and where its origin lies in it.
struct Sprite {
    QImage image;
    QPointF origin;
};

struct Cache {
    QMutex mutex;
    QHash<int, std::shared_ptr<QSvgRenderer>> symbols;
    QHash<QPair<int, QRgb>, std::shared_ptr<QSvgRenderer>> figures;
    QHash<int, QByteArray> figureSources;
    QHash<QPair<int, int>, std::shared_ptr<QSvgRenderer>> tokens;
    QHash<int, QByteArray> tokenSources;
    QHash<QString, Sprite> sprites;
};

// Sprites are only for sizes where replaying the SVG would cost more than the pixels do.
constexpr int kLargestSprite = 320;
constexpr int kMostSprites = 2000;
// The largest picture read: ours are a few KiB; a drawing larger than this is no symbol.
constexpr qsizetype kMaxArtBytes = qsizetype(4) << 20;

Cache &cache()
{
    static Cache c;
    return c;
}

QByteArray readResource(const QString &path)
{
    FileError error;
    const std::optional<QByteArray> text = readFileAtMost(path, kMaxArtBytes, &error);
    if (!text) {
        qWarning("SvgArt: %s", qPrintable(error.toString(path)));
        return {};
    }
    return *text;
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

// Draws the picture whose origin is at `at`, `size` for 100 of its units, turned a quarter to
// the left when `lying`. On pixels (widgets, images) with no turn or shear in the painter, it
// is drawn from a sprite rendered at exactly the device size, so a board full of figures
// repaints fast and still crisp; otherwise (SVG export, printing, odd transforms) it is replayed
// as vectors.
void drawPicture(Cache &c, QSvgRenderer *renderer, const QString &key, QPainter *painter,
                 QPointF at, qreal size, bool lying)
{
    // The painter's own transform, in the device's logical pixels. Not deviceTransform(): that
    // also holds the offset of a child widget inside its window (grab(), the backing store),
    // which resetTransform() below does not remove, so it would be counted twice.
    const qreal ratio = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
    const QTransform t = painter->combinedTransform() * QTransform::fromScale(ratio, ratio);
    const int type = painter->device() ? painter->device()->devType() : 0;
    const bool pixels =
        type == QInternal::Widget || type == QInternal::Image || type == QInternal::Pixmap;
    const qreal scale = t.m11();
    const int px = qRound(size * scale);
    // On a high-DPI device (QT_SCALE_FACTOR=2) the board view's painter put every sprite at
    // twice its distance and size, so only one figure, far too big, was seen: such devices
    // get the vectors too, which Qt scales itself.
    if (!pixels || !qFuzzyCompare(ratio, 1.0) || t.type() > QTransform::TxScale ||
        !qFuzzyCompare(t.m11(), t.m22()) || scale <= 0 || px < 2 || px > kLargestSprite) {
        painter->save();
        painter->translate(at);
        if (lying) painter->rotate(-90);
        render(renderer, painter, boundsFor(*renderer, QPointF(), size));
        painter->restore();
        return;
    }
    const QString spriteKey = QStringLiteral("%1:%2:%3").arg(key).arg(px).arg(lying);
    auto it = c.sprites.constFind(spriteKey);
    if (it == c.sprites.constEnd()) {
        QTransform turn;
        if (lying) turn.rotate(-90);
        const QRectF box = turn.mapRect(boundsFor(*renderer, QPointF(), px));
        const QRect pixelBox = box.toAlignedRect();
        Sprite sprite;
        sprite.image = QImage(pixelBox.size(), QImage::Format_ARGB32_Premultiplied);
        sprite.image.fill(Qt::transparent);
        sprite.origin = -QPointF(pixelBox.topLeft());
        QPainter p(&sprite.image);
        p.translate(sprite.origin);
        p.setTransform(turn, true);
        render(renderer, &p, boundsFor(*renderer, QPointF(), px));
        p.end();
        if (c.sprites.size() >= kMostSprites) c.sprites.clear();
        it = c.sprites.insert(spriteKey, sprite);
    }
    // Whole device pixels, so the sprite's pixels land on the screen's.
    const QPointF device = t.map(at);
    painter->save();
    painter->resetTransform();
    const QPointF topLeft(std::round(device.x() - it->origin.x()),
                          std::round(device.y() - it->origin.y()));
    painter->setTransform(QTransform::fromScale(1 / ratio, 1 / ratio));
    painter->drawImage(topLeft, it->image);
    painter->restore();
}

} // namespace

QString SvgArt::resourcePath(Symbol symbol)
{
    static const char *const names[] = {"shield",    "monastery", "castle", "house",    "hill",
                                        "vineyard",  "garden",    "magic",  "junction", "inn",
                                        "cathedral", "wine",      "grain",  "cloth"};
    return QStringLiteral(":/meeplelab/svg/symbols/%1.svg")
        .arg(QLatin1String(names[static_cast<int>(symbol)]));
}

QString SvgArt::resourcePath(Figure figure)
{
    static const char *const names[] = {"meeple", "shepherd",     "mage",    "witch",
                                        "abbot",  "large-meeple", "builder", "pig"};
    return QStringLiteral(":/meeplelab/svg/figures/%1.svg")
        .arg(QLatin1String(names[static_cast<int>(figure)]));
}

QList<SvgArt::Symbol> SvgArt::allSymbols()
{
    return {Symbol::Shield,    Symbol::Monastery, Symbol::Castle, Symbol::House,    Symbol::Hill,
            Symbol::Vineyard,  Symbol::Garden,    Symbol::Magic,  Symbol::Junction, Symbol::Inn,
            Symbol::Cathedral, Symbol::Wine,      Symbol::Grain,  Symbol::Cloth};
}

QList<SvgArt::Figure> SvgArt::allFigures()
{
    return {Figure::Meeple, Figure::Shepherd,    Figure::Mage,    Figure::Witch,
            Figure::Abbot,  Figure::LargeMeeple, Figure::Builder, Figure::Pig};
}

QString SvgArt::resourcePath(Token token)
{
    return token == Token::Wolf ? QStringLiteral(":/meeplelab/svg/tokens/wolf.svg")
                                : QStringLiteral(":/meeplelab/svg/tokens/sheep.svg");
}

QList<SvgArt::Token> SvgArt::allTokens()
{
    return {Token::Sheep, Token::Wolf};
}

bool SvgArt::tokenFromName(const QString &name, Token *token, int *sheep)
{
    if (name == QLatin1String("wolf")) {
        *token = Token::Wolf;
        *sheep = 0;
        return true;
    }
    bool ok = false;
    const int n = name.toInt(&ok);
    if (!ok || n < 1 || n > 4) return false;
    *token = Token::Sheep;
    *sheep = n;
    return true;
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

// The sheep token shows the number its <use> points at (#count-1 in the file).
static QByteArray tokenSourceLocked(Cache &c, SvgArt::Token token, int sheep)
{
    const int key = static_cast<int>(token);
    auto it = c.tokenSources.constFind(key);
    if (it == c.tokenSources.constEnd())
        it = c.tokenSources.insert(key, readResource(SvgArt::resourcePath(token)));
    QByteArray text = *it;
    if (token == SvgArt::Token::Sheep)
        text.replace(QByteArrayLiteral("\"#count-1\""),
                     QByteArrayLiteral("\"#count-") + QByteArray::number(qBound(1, sheep, 4)) +
                         '"');
    return text;
}

static QSvgRenderer *tokenRenderer(Cache &c, SvgArt::Token token, int sheep)
{
    const auto key =
        qMakePair(static_cast<int>(token), token == SvgArt::Token::Sheep ? qBound(1, sheep, 4) : 0);
    auto it = c.tokens.constFind(key);
    if (it == c.tokens.constEnd())
        it = c.tokens.insert(key,
                             std::make_shared<QSvgRenderer>(tokenSourceLocked(c, token, sheep)));
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

QSvgRenderer *SvgArt::renderer(Token token, int sheep)
{
    Cache &c = cache();
    QMutexLocker lock(&c.mutex);
    return tokenRenderer(c, token, sheep);
}

QByteArray SvgArt::tokenSource(Token token, int sheep)
{
    Cache &c = cache();
    QMutexLocker lock(&c.mutex);
    return tokenSourceLocked(c, token, sheep);
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
    drawPicture(c, symbolRenderer(c, symbol), QStringLiteral("s%1").arg(int(symbol)), painter, at,
                size, false);
}

void SvgArt::draw(QPainter *painter, Figure figure, const QColor &colour, QPointF at, qreal height,
                  bool lying)
{
    Cache &c = cache();
    QMutexLocker lock(&c.mutex);
    drawPicture(c, figureRenderer(c, figure, colour),
                QStringLiteral("f%1:%2").arg(int(figure)).arg(colour.rgb()), painter, at, height,
                lying);
}

void SvgArt::draw(QPainter *painter, Token token, int sheep, QPointF at, qreal size)
{
    Cache &c = cache();
    QMutexLocker lock(&c.mutex);
    const int n = token == Token::Sheep ? qBound(1, sheep, 4) : 0;
    drawPicture(c, tokenRenderer(c, token, n), QStringLiteral("t%1:%2").arg(int(token)).arg(n),
                painter, at, size, false);
}

} // namespace ml
