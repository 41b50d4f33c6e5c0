// SPDX-License-Identifier: GPL-3.0-or-later
#include "lessonlibrarydialog.h"

#include "lessonprogress.h"
#include "ui_lessonlibrarydialog.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>

namespace ml
{

namespace
{

constexpr char RecentKey[] = "lessons/recent";
constexpr int kMaxRecent = 12;

} // namespace

QString LessonLibraryDialog::courseFolder()
{
    return QStringLiteral(":/lessons/learning-carcassonne");
}

LessonLibraryDialog::LessonLibraryDialog(const QString &lang, QWidget *parent)
    : QDialog(parent), m_ui(std::make_unique<Ui::LessonLibraryDialog>()), m_lang(lang)
{
    m_ui->setupUi(this);
    const auto chosen = [this](void (LessonLibraryDialog::*signal)(const QString &)) {
        return [this, signal] {
            const QString path = currentPath();
            if (!path.isEmpty()) Q_EMIT(this->*signal)(path);
        };
    };
    connect(m_ui->takeButton, &QPushButton::clicked, this,
            chosen(&LessonLibraryDialog::takeRequested));
    connect(m_ui->lessons, &QTreeWidget::itemActivated, this,
            chosen(&LessonLibraryDialog::takeRequested));
    connect(m_ui->presentButton, &QPushButton::clicked, this,
            chosen(&LessonLibraryDialog::presentRequested));
    connect(m_ui->editButton, &QPushButton::clicked, this,
            chosen(&LessonLibraryDialog::editRequested));
    connect(m_ui->openButton, &QPushButton::clicked, this, &LessonLibraryDialog::openRequested);
    connect(m_ui->closeButton, &QPushButton::clicked, this, &QDialog::close);
    refresh();
}

LessonLibraryDialog::~LessonLibraryDialog() = default;

void LessonLibraryDialog::refresh()
{
    const int keep = std::max(0, m_ui->lessons->indexOfTopLevelItem(m_ui->lessons->currentItem()));
    m_ui->lessons->clear();
    m_paths.clear();
    QStringList paths;
    FileError e;
    const std::optional<LessonCourse> course = readCourse(courseFolder(), &e);
    if (course) {
        m_ui->courseTitle->setText(tr("Course: %1").arg(course->title.text(m_lang)));
        for (const QString &f : course->files)
            paths << courseFolder() + QLatin1Char('/') + f;
    } else {
        m_ui->courseTitle->setText(tr("The bundled course cannot be read: %1").arg(e.reason));
    }
    for (const QString &p : QSettings().value(QLatin1String(RecentKey)).toStringList())
        if (!paths.contains(p) && QFileInfo::exists(p)) paths << p;
    for (const QString &path : std::as_const(paths)) {
        FileError error;
        const std::optional<Lesson> lesson = Lesson::read(path, &error);
        auto *item = new QTreeWidgetItem(m_ui->lessons);
        if (!lesson) {
            item->setText(
                0, tr("%1 (cannot be read: %2)").arg(QFileInfo(path).fileName(), error.reason));
            item->setDisabled(true);
        } else {
            item->setText(0, lesson->title.text(m_lang));
            item->setText(1, QString::number(lesson->pages.size()));
            item->setText(2, tr("%1 of %2")
                                 .arg(LessonProgress::solvedCount(*lesson))
                                 .arg(LessonProgress::questionCount(*lesson)));
        }
        item->setToolTip(0, path.startsWith(u':') ? tr("Bundled with Meeple Lab")
                                                  : QDir::toNativeSeparators(path));
        m_paths << path;
    }
    m_ui->lessons->resizeColumnToContents(0);
    setCurrentRow(std::min(keep, int(m_paths.size()) - 1));
}

QString LessonLibraryDialog::currentPath() const
{
    const int row = m_ui->lessons->indexOfTopLevelItem(m_ui->lessons->currentItem());
    return row >= 0 && row < m_paths.size() ? m_paths.at(row) : QString();
}

void LessonLibraryDialog::setCurrentRow(int row)
{
    if (row >= 0 && row < m_ui->lessons->topLevelItemCount())
        m_ui->lessons->setCurrentItem(m_ui->lessons->topLevelItem(row));
}

void LessonLibraryDialog::addRecent(const QString &path)
{
    if (path.startsWith(u':')) return;
    QSettings settings;
    QStringList recent = settings.value(QLatin1String(RecentKey)).toStringList();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    recent.removeAll(absolute);
    recent.prepend(absolute);
    while (recent.size() > kMaxRecent)
        recent.removeLast();
    settings.setValue(QLatin1String(RecentKey), recent);
}

} // namespace ml
